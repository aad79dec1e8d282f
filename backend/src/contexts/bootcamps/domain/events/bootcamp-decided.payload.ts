/** What an approval decision records; the deciding admin is the event's actor. */
export type BootcampDecisionPayload = {
  title: string;
  organizerId: number;
};
