export { PaymentCalculator, type PaymentCalculatorProps } from "./payment-calculator.js";
