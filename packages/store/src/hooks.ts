import { useDispatch, useSelector, useStore } from "react-redux";
import type { AppDispatch, AppStore, RootState } from "./store.js";

/** `useDispatch` typed with the store's actions. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** `useSelector` typed with {@link RootState}. */
export const useAppSelector = useSelector.withTypes<RootState>();

/** `useStore` typed with {@link AppStore}. */
export const useAppStore = useStore.withTypes<AppStore>();
