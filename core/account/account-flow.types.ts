/** What a person typed into a flow's form, by field name (`email`, `password`, `name`, a field's id). */
export type FlowValues = Readonly<Record<string, string>>;

/** The messages of a flow's last failed call: one for the form, the first of each field. */
export interface FlowErrors {
  formError: string | null;
  fieldErrors: Readonly<Record<string, string>>;
}

/** What the first call of a flow answered: where a code went (null when the flow has no code step) and when another may be asked for. */
export interface FlowSent {
  /** The address a code went to, as shown (`a***@example.com`); null: the call finished the flow. */
  sentTo: string | null;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
  /** What the call answered, when it finished the flow (a saved profile, a new school's menu). */
  result?: unknown;
}

/** The first call: sends the form (and asks for a code where the flow has one). */
export interface SendInput {
  values: FlowValues;
}

/** The second call: the code, with what else the code step asks for (a new password). */
export interface ConfirmInput {
  values: FlowValues;
  code: string;
  extra: FlowValues;
}

/** Context of an account flow: an email or password change, a restore, a new school, contact fields. */
export interface AccountFlowContext {
  /** What the form last sent, kept for a resend and for the code step. */
  values: FlowValues;
  /** Where the code went, while the flow is at its code step. */
  sentTo: string | null;
  /** Seconds until another code may be asked for. */
  secondsLeft: number;
  /** The code step's last try, kept for its confirm call. */
  code: string;
  extra: FlowValues;
  errors: FlowErrors;
  /** What the last finished flow answered. */
  result: unknown;
  /** How many times the flow has finished (a view starts its fields afresh after each). */
  rounds: number;
}

export type AccountFlowEvent =
  | { type: 'form.submit'; values: FlowValues }
  | { type: 'code.submit'; code: string; extra?: FlowValues }
  | { type: 'code.resend' }
  | { type: 'form.back' };
