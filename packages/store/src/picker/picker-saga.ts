import type { SagaIterator } from "redux-saga";
import { PICKER_TAB_CONDITIONS, pickerTabModelFlags, type PickerTabKey } from "@carmarket/routes";
import { call, put, race, select, take, takeEvery, takeLatest } from "redux-saga/effects";
import { overlayClosed } from "../overlay/overlay-slice.js";
import type { StoreServices } from "../services/store-services.js";
import type { ModelEntry, RankingEntry } from "../services/store-api.js";
import { serverMessage } from "../shared/errors.js";
import { MESSAGES } from "../shared/messages.js";
import {
  brandChosen,
  modelChosen,
  modelsFailed,
  modelsLoaded,
  modelsMissing,
  modelsRequested,
  pickerClosed,
  selectPicker,
  yearChosen,
  yearsShown,
  type PickerBrand,
  type PickerItem,
  type PickerState,
} from "./picker-slice.js";

/** A review submodel of the mobile picker: a body style grouping its models (§3). */
type SubmodelEntry = Extract<ModelEntry, { models_data: unknown }>;

/** A model the picker lists: a review or sale model, or one of a submodel's models. */
type ModelItem = Exclude<ModelEntry, SubmodelEntry> | SubmodelEntry["models_data"][number];

function fromModel(model: ModelItem): PickerItem {
  return {
    id: model.id,
    name: "name" in model ? model.name : model.model_name,
    ...(model.model_slug ? { slug: model.model_slug } : {}),
    url: model.url,
    ...(model.years?.length ? { years: model.years.map((entry) => ({ name: String(entry.year), url: entry.url })) } : {}),
  };
}

/** A models answer's entries as picker items; a submodel contributes its models, grouped under its name. */
function toPickerItems(entry: ModelEntry): PickerItem[] {
  if (!("models_data" in entry)) return [fromModel(entry)];
  return entry.models_data.map((model) => ({ ...fromModel(model), group: entry.sub_model_name }));
}

const fromRanking = (entry: RankingEntry): PickerItem => ({ name: entry.title, url: entry.url });

const isTabKey = (name: string): name is PickerTabKey => Object.hasOwn(PICKER_TAB_CONDITIONS, name);

/** A models (or ranking links) answer with its entries in picker form; null when the read failed (§7). */
type PickerAnswer = PickerItem[] | null;

/** §7: the models call for the chosen brand and tab, or in ranking mode the ranking links of a body style. */
function* fetchList({ api }: StoreServices, picker: PickerState, brand: PickerBrand): SagaIterator<PickerAnswer> {
  if (picker.mode === "ranking") {
    const links: RankingEntry[] | null = yield call(api.getRankingList, { submodel_family: brand.slug });
    return links && links.map(fromRanking);
  }
  // the models calls need the brand's id; a brand without one has no models to show (§4 null)
  if (brand.id === undefined) return null;
  const brand_id = brand.id;
  const answer: ModelEntry[] | null =
    picker.mode === "sale"
      ? yield call(api.getSaleModels, {
          brand_id,
          is_slug_required: 1,
          // §9 tab keys; before a tab is chosen the call asks for used cars (both flags 0)
          ...pickerTabModelFlags(isTabKey(picker.tabName) ? picker.tabName : "Used"),
          ...(picker.threeStep ? { for_home: 1 } : {}),
        })
      : yield call(
          api.getReviewModels,
          picker.parentSubmodels ? { brand_id, is_slug_required: 1, is_parent_submodel: 1 } : { brand_id, is_slug_required: 1, for_home: 1 },
        );
  return answer && answer.flatMap(toPickerItems);
}

/**
 * Worker, §4/§8 brand → model: a non-empty list moves to the model step; a failure, a message or
 * an empty list gives the error step with that message; null stays on the brand step silently.
 */
function* loadModels(services: StoreServices, brand: PickerBrand): SagaIterator {
  const picker: PickerState = yield select(selectPicker);
  yield put(modelsRequested(brand));
  let answer: PickerAnswer;
  try {
    answer = yield call(fetchList, services, picker, brand);
  } catch (error) {
    yield put(modelsFailed(serverMessage(error) ?? MESSAGES.unknownError));
    return;
  }
  if (!answer) yield put(modelsMissing());
  else if (answer.length === 0) yield put(modelsFailed(MESSAGES.noModels));
  else yield put(modelsLoaded(answer));
}

/** Watcher-side wrapper: closing the picker cancels a models call in flight (the §4 cleanup). */
function* loadModelsUntilClosed(services: StoreServices, action: ReturnType<typeof brandChosen>): SagaIterator {
  yield race({ loaded: call(loadModels, services, action.payload), closed: take(pickerClosed.match) });
}

/** §4: choosing navigates to the URL and closes the overlay. */
function* choose({ browser }: StoreServices, item: PickerItem): SagaIterator {
  yield call(browser.navigate, item.url);
  yield put(pickerClosed());
}

/** Worker, §4: a model shows its years in the three-step variant, else navigates and closes. */
function* chooseModel(services: StoreServices, action: ReturnType<typeof modelChosen>): SagaIterator {
  const picker: PickerState = yield select(selectPicker);
  if (picker.threeStep && action.payload.years?.length) yield put(yearsShown(action.payload));
  else yield call(choose, services, action.payload);
}

/** Worker, §4: closing the picker dispatches `overlay/overlayClosed` (the store action §4 leaves unnamed). */
function* closePickerOverlay(): SagaIterator {
  yield put(overlayClosed());
}

/** Watcher of the picker: the latest brand wins. */
export function* watchPicker(services: StoreServices): SagaIterator {
  yield takeLatest(brandChosen.match, loadModelsUntilClosed, services);
  yield takeEvery(modelChosen.match, chooseModel, services);
  yield takeEvery(yearChosen.match, function* (action: ReturnType<typeof yearChosen>) {
    yield call(choose, services, action.payload);
  });
  yield takeEvery(pickerClosed.match, closePickerOverlay);
}
