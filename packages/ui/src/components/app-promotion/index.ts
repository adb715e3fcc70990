export { APP_PROMOTION_HEADLINE, APP_PROMOTION_TEXT, AppPromotion, type AppPromotionProps } from "./app-promotion.js";
