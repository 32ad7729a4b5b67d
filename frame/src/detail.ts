/** One labelled value of an approval, as the frame and the review window show it. */
export type Detail = { label: string; value: string; mono?: boolean }
