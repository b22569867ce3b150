import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ShareButton } from './ShareButton';

const url = 'https://nekretnine.example/ads/12';

/** Replaces the clipboard for one story (headless Chromium grants no clipboard permission). */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Marketplace/ShareButton/Features',
  component: ShareButton,
  args: { url, onCopied: fn(), onError: fn() },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link is copied, and 'Link je kopiran' is shown and announced (a status region). */
export const Copied: Story = {
  beforeEach: () => stubClipboard(async () => {}),
  play: async ({ args, canvas }) => {
    const writeText = navigator.clipboard.writeText as (text: string) => Promise<void>;
    const spy = fn(writeText);
    navigator.clipboard.writeText = spy;
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Podeli' }));
    await expect(await canvas.findByText('Link je kopiran')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Link je kopiran');
    await expect(spy).toHaveBeenCalledWith(url);
    await expect(args.onCopied).toHaveBeenCalledWith(url);
  },
};

/** The browser refused: the failure text says to copy the address by hand. */
export const CopyFailed: Story = {
  beforeEach: () => stubClipboard(() => Promise.reject(new Error('NotAllowedError'))),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Podeli' }));
    await expect(
      await canvas.findByText('Link nije kopiran. Kopirajte adresu iz pregledača.'),
    ).toBeVisible();
    await expect(args.onError).toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};
