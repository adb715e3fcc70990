import { LOAN_DEFAULTS, LOAN_TERM_CHOICES, MAX_APR_PERCENT, formatUsd, paymentPlan } from "@carmarket/pricing";
import { useId, useState } from "react";
import { cx } from "../../utils/class-names.js";
import { SelectField, TextField } from "../text-field/text-field.js";
import styles from "./payment-calculator.module.css";

/** Props of {@link PaymentCalculator}. */
export interface PaymentCalculatorProps {
  /** The car's price (dealer_price, else price): what is financed, less the down payment. */
  price: number;
  className?: string;
}

/** A whole or decimal number as typed, or NaN ('' and '1e3' are not amounts a shopper types). */
const amountOf = (text: string) => (/^\s*\d+(?:\.\d*)?\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The vehicle page's payment calculator (issue #26.15): down payment, term and APR, starting from §9's
 * 3.8%, 84 months and $0 down, so its first answer is the card's 'Est. $X/mo'. The payment is announced
 * politely as it changes; a down payment beyond the price or a rate past 30% says what it takes instead.
 */
export function PaymentCalculator({ price, className }: PaymentCalculatorProps) {
  const id = useId();
  const [down, setDown] = useState(String(LOAN_DEFAULTS.downPayment));
  const [apr, setApr] = useState(String(LOAN_DEFAULTS.aprPercent));
  const [months, setMonths] = useState(LOAN_DEFAULTS.months);
  const downPayment = amountOf(down);
  const aprPercent = amountOf(apr);
  const downError = downPayment >= 0 && downPayment <= price ? null : `Enter a down payment from $0 to ${formatUsd(price)}.`;
  const aprError = aprPercent >= 0 && aprPercent <= MAX_APR_PERCENT ? null : `Enter a rate from 0% to ${MAX_APR_PERCENT}%.`;
  const plan = downError || aprError ? null : paymentPlan(price, { downPayment, aprPercent, months });

  return (
    <form className={cx(styles.calculator, className)} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
      {/* A level 2 heading: the vehicle page's summary holds it right under the car's h1 (axe heading-order). */}
      <h2 id={`${id}-title`} className={styles.title}>
        Payment calculator
      </h2>
      <div className={styles.fields}>
        <TextField label="Down payment ($)" inputMode="decimal" value={down} error={downError} onChange={(event) => setDown(event.currentTarget.value)} />
        <SelectField label="Term" value={String(months)} onChange={(event) => setMonths(Number(event.currentTarget.value))}>
          {LOAN_TERM_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice} months
            </option>
          ))}
        </SelectField>
        <TextField label="APR (%)" inputMode="decimal" value={apr} error={aprError} onChange={(event) => setApr(event.currentTarget.value)} />
      </div>
      <p className={styles.result}>
        <output aria-live="polite">
          {plan ? (
            <>
              <span className={styles.payment}>{plan.monthlyText}</span> for {months} months
            </>
          ) : (
            "Check the terms above."
          )}
        </output>
      </p>
      {plan ? (
        <p className={styles.totals}>
          Total interest {formatUsd(plan.totalInterest)} · Total cost {formatUsd(plan.totalCost)}
        </p>
      ) : null}
      <p className={styles.note}>
        Starts from {LOAN_DEFAULTS.aprPercent}% APR over {LOAN_DEFAULTS.months} months with $0 down, the estimate every card shows. Taxes and fees are not
        included.
      </p>
    </form>
  );
}
