import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import { StickyActionBar, WideOnly } from './StickyActionBar';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';

const onContact = fn();

function AdPageSketch() {
  return (
    <div>
      <WideOnly>
        <Button onClick={onContact}>{texts.landAd.messageOwner}</Button>
      </WideOnly>
      <StickyActionBar price="45.000 €">
        <Button onClick={onContact}>{texts.landAd.messageOwner}</Button>
      </StickyActionBar>
    </div>
  );
}

const meta = {
  title: 'Marketplace/StickyActionBar/Features',
  component: AdPageSketch,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdPageSketch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: the price and the contact button in a bar fixed to the bottom, one button only. */
export const Phone: Story = {
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pošalji poruku vlasniku' });
    const bar = button.closest('[data-sticky-action-bar]') as HTMLElement;
    await expect(bar).not.toBeNull();
    await expect(canvas.getByText('45.000 €')).toBeVisible();
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await userEvent.click(button);
    await expect(onContact).toHaveBeenCalled();
  },
};

/** Wide screens: no bar; the action stays where the page puts it (the seller panel). */
export const Wide: Story = {
  globals: wideViewport,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pošalji poruku vlasniku' });
    await expect(button.closest('[data-sticky-action-bar]')).toBeNull();
    await expect(canvas.queryByText('45.000 €')).not.toBeVisible();
  },
};
