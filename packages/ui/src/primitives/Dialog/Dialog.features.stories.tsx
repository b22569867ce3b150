import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import * as Dialog from './Dialog';
import { Button } from '../Button/Button';
import { NumberField } from '../NumberField/NumberField';
import { TextArea } from '../TextArea/TextArea';
import { narrowViewport } from '../../internal/storyViewports';

const meta = {
  title: 'Primitives/Dialog/Features',
  component: Dialog.Root,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button>{texts.landAd.messageOwner}</Button>
      </Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>{texts.messages.newConversationTitle}</Dialog.Title>
        <Dialog.Description>{texts.messages.newConversationText}</Dialog.Description>
        <TextArea label={texts.messages.yourMessage} />
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">{texts.messages.cancel}</Button>
          </Dialog.Close>
          <Button>{texts.messages.send}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const OpensWithFocusInside: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.landAd.messageOwner }));
    const dialog = await body.findByRole('dialog', {
      name: texts.messages.newConversationTitle,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription(texts.messages.newConversationText);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: tabbing past the last control wraps to the first.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: texts.landAd.messageOwner });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

function ImageDialog(args: Dialog.RootProps) {
  return (
    <Dialog.Root {...args}>
      <Dialog.Content
        size="lg"
        closeLabel={texts.businessDetail.close}
        aria-describedby={undefined}
      >
        <Dialog.Title>Plac kod Novog Sada</Dialog.Title>
        <div style={{ height: 240, background: '#d5dbe1', borderRadius: 8 }} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** spec §2: the full-size image dialog has a 'Zatvori' button. */
export const FullSizeWithCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => <ImageDialog {...args} />,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Plac kod Novog Sada' });
    const close = within(dialog).getByRole('button', { name: texts.businessDetail.close });
    await waitFor(() => expect(close).toHaveFocus());
  },
};

export const CloseButtonCloses: Story = {
  args: { defaultOpen: true },
  render: (args) => <ImageDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Plac kod Novog Sada' });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.businessDetail.close }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.landAd.messageOwner }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The page behind is inert (pointer-events: none), so the press outside is dispatched directly.
    await fireEvent.pointerDown(document.body);
    await fireEvent.pointerUp(document.body);
    await fireEvent.click(document.body);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A bottom sheet, as the phone layout's filters use it: a title, fields and a closing button. */
function FiltersSheet(args: Dialog.RootProps) {
  return (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button variant="outline">{texts.search.filtersButton(2)}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        variant="sheet"
        closeLabel={texts.search.closeFilters}
        aria-describedby={undefined}
      >
        <Dialog.Title>{texts.search.filtersSheetTitle}</Dialog.Title>
        <NumberField label="Minimalna cena" defaultValue="1000" />
        <NumberField label="Maksimalna cena" defaultValue="50000" />
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>{texts.search.showResults}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The sheet variant on a phone: as wide as the screen, its bottom edge on the screen's. */
export const SheetFromTheBottom: Story = {
  globals: narrowViewport,
  render: (args) => <FiltersSheet {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filteri (2)' }));
    const sheet = await body.findByRole('dialog', { name: texts.search.filtersSheetTitle });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    // Once it has risen into place.
    await waitFor(() =>
      expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
    const box = sheet.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    await expect(box.top).toBeGreaterThan(0);
    await expect(within(sheet).getByRole('spinbutton', { name: 'Minimalna cena' })).toBeVisible();
  },
};

/** Escape, the corner button and the sheet's own button close it; focus returns to the trigger. */
export const SheetCloses: Story = {
  globals: narrowViewport,
  render: (args) => <FiltersSheet {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filteri (2)' });
    for (const close of ['Escape', texts.search.closeFilters, texts.search.showResults]) {
      await userEvent.click(trigger);
      const sheet = await body.findByRole('dialog', { name: texts.search.filtersSheetTitle });
      await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
      if (close === 'Escape') await userEvent.keyboard('{Escape}');
      else await userEvent.click(within(sheet).getByRole('button', { name: close }));
      await waitFor(() => expect(sheet).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    }
  },
};
