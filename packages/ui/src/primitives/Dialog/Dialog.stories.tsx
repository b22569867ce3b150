import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import * as Dialog from './Dialog';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { narrowViewport } from '../../internal/storyViewports';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Content,
  args: { size: 'md', variant: 'dialog' },
  argTypes: {
    size: { control: 'inline-radio', options: Dialog.DIALOG_SIZES },
    variant: { control: 'inline-radio', options: Dialog.DIALOG_VARIANTS },
  },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>{texts.landAd.messageOwner}</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
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
} satisfies Meta<typeof Dialog.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.landAd.messageOwner }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: texts.messages.newConversationTitle,
    });
    await expect(dialog).toHaveAccessibleDescription(texts.messages.newConversationText);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.messages.cancel }));
    await expect(dialog).not.toBeInTheDocument();
  },
};

/** The bottom sheet (the phone layout's filters): the same parts, rising from the bottom edge. */
export const Sheet: Story = {
  args: { variant: 'sheet' },
  globals: narrowViewport,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.landAd.messageOwner }));
    const sheet = await within(document.body).findByRole('dialog', {
      name: texts.messages.newConversationTitle,
    });
    await expect(sheet).toHaveAttribute('data-variant', 'sheet');
    await userEvent.click(within(sheet).getByRole('button', { name: texts.messages.cancel }));
    await expect(sheet).not.toBeInTheDocument();
  },
};
