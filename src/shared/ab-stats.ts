// A/B test statistics (pure, browser and server): Bayesian chance to beat control with a Beta(1,1)
// prior, a 95% interval for the relative uplift, and the sample-ratio-mismatch test.

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  LANCZOS.forEach((c, i) => (sum += c / (z + i + 1)));
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const lnBeta = (a: number, b: number): number => lnGamma(a) + lnGamma(b) - lnGamma(a + b);

/**
 * P(rate of B > rate of A) with Beta(1 + conversions, 1 + failures) posteriors, by the exact
 * closed form for integer parameters (Evan Miller, "Formulas for Bayesian A/B Testing").
 */
export function chanceToBeatControl(
  control: { conversions: number; assignments: number },
  variant: { conversions: number; assignments: number },
): number {
  const aA = 1 + control.conversions;
  const bA = 1 + control.assignments - control.conversions;
  const aB = 1 + variant.conversions;
  const bB = 1 + variant.assignments - variant.conversions;
  let total = 0;
  for (let i = 0; i < aB; i++) {
    total += Math.exp(lnBeta(aA + i, bA + bB) - Math.log(bB + i) - lnBeta(1 + i, bB) - lnBeta(aA, bA));
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * 95% interval for the relative uplift (rate B / rate A − 1), from the normal approximation of
 * the log of the ratio of two proportions (Katz). Null when either arm has no conversion yet.
 */
export function upliftInterval(
  control: { conversions: number; assignments: number },
  variant: { conversions: number; assignments: number },
): { low: number; high: number; estimate: number } | null {
  const { conversions: cA, assignments: nA } = control;
  const { conversions: cB, assignments: nB } = variant;
  if (cA <= 0 || cB <= 0 || nA <= 0 || nB <= 0) return null;
  const ratio = cB / nB / (cA / nA);
  const se = Math.sqrt(1 / cB - 1 / nB + 1 / cA - 1 / nA);
  return { estimate: ratio - 1, low: ratio * Math.exp(-1.959964 * se) - 1, high: ratio * Math.exp(1.959964 * se) - 1 };
}

/** Regularised upper incomplete gamma Q(a, x) (series / continued fraction, Numerical Recipes). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const gln = lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) sum += term *= x / (a + n);
    return 1 - sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - gln) * h;
}

/** Chi-squared goodness of fit of assignments against the configured weights: the p-value. */
export function sampleRatioPValue(assignments: number[], weights: number[]): number {
  const n = assignments.reduce((s, v) => s + v, 0);
  const weightSum = weights.reduce((s, v) => s + v, 0);
  if (n === 0 || weightSum <= 0 || assignments.length < 2) return 1;
  let chi2 = 0;
  let categories = 0;
  assignments.forEach((observed, i) => {
    const expected = (n * (weights[i] ?? 0)) / weightSum;
    if (expected <= 0) return;
    categories += 1;
    chi2 += (observed - expected) ** 2 / expected;
  });
  if (categories < 2) return 1;
  return gammaQ((categories - 1) / 2, chi2 / 2);
}

/** The warning threshold for sample ratio mismatch. */
export const SRM_P_THRESHOLD = 0.001;
