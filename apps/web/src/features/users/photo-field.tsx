import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';

import { PHOTO_ACCEPT, toAvatarDataUrl } from './resize-photo';
import { USERS_SCREEN_TEXT as T } from './users.text';

interface PhotoFieldProps {
  /** A photo URL, a data URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  /** Reports a file that could not be turned into an avatar. */
  onError: (message: string) => void;
  /** Name shown in the preview's alt text. */
  name: string;
  disabled?: boolean;
}

/** Picks a photo, shrinks it to an avatar in the browser, and previews it with a remove button. */
export function PhotoField({ value, onChange, error, onError, name, disabled }: PhotoFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const [reading, setReading] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      onChange(await toAvatarDataUrl(file));
    } catch (failure) {
      onError(failure instanceof RangeError ? T.photoTooLarge : T.photoReadError);
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Input.Label id={labelId} component="span">
        {T.photoLabel}
      </Input.Label>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={value}
          alt={value ? T.photoAlt(name || T.columnUser) : undefined}
          size={72}
          radius={72}
          color="clinic"
          variant="light"
          aria-hidden={value ? undefined : true}
        />
        <Stack gap={6} miw={0}>
          <Group gap="xs">
            <FileButton onChange={(file) => void pick(file)} accept={PHOTO_ACCEPT} disabled={disabled}>
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={16} />} loading={reading}>
                  {value ? T.changePhoto : T.choosePhoto}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange(null)}
                disabled={disabled || reading}
              >
                {T.removePhoto}
              </Button>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {T.photoHint}
          </Text>
        </Stack>
      </Group>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
