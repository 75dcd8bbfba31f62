import { useState } from 'react';
import { planCard, type CardPlan } from './card-plan';
import type { CardSet } from '../cards/card-definition';
import type { CardLoad } from './card-loads';

/** What a plan was made from: a new plan is made when any of these is another value. */
interface PlanInputs {
  intent: unknown;
  cards: CardSet;
  /** The lazy card's load, as the load store says: its settling makes the plan again. */
  load: CardLoad | undefined;
}

interface RetainedPlan extends PlanInputs {
  plan: CardPlan;
}

function sameInputs(retained: RetainedPlan, inputs: PlanInputs): boolean {
  return Object.is(retained.intent, inputs.intent) && retained.cards === inputs.cards && retained.load === inputs.load;
}

/**
 * The card's plan for `inputs`, kept in this component's state with what it was made from. A new
 * intent (or card set, or a load that settled) plans again from the kept plan, so a card whose
 * model inputs did not change keeps its model; the new plan is stored with a state update during
 * render, React's way to keep information from the previous render (no ref is written while
 * rendering, and nothing depends on `useMemo` keeping its value).
 */
export function useRetainedPlan(inputs: PlanInputs): CardPlan {
  const [retained, setRetained] = useState<RetainedPlan>(() => ({
    ...inputs,
    plan: planCard(inputs.intent, inputs.cards),
  }));
  if (sameInputs(retained, inputs)) return retained.plan;
  const plan = planCard(inputs.intent, inputs.cards, retained.plan);
  setRetained({ ...inputs, plan });
  return plan;
}
