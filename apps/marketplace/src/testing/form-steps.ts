import { expect, userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Picks an option of a labelled Select (Radix: the list is portalled to the body). */
export async function chooseOption(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  await expect(canvas.getByRole('combobox', { name: label })).toHaveTextContent(option);
}

/** Replaces a labelled field's text (pasted: typing long texts key by key is slow). */
export async function fill(canvas: Canvas, label: string | RegExp, value: string) {
  const field = canvas.getByLabelText(label);
  await userEvent.clear(field);
  if (value !== '') await userEvent.paste(value);
}
