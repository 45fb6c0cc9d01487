import { ROLE_LABELS, type User, fullName } from '@clinic/domain';
import { Avatar, Box, Group, Text } from '@mantine/core';

/** Name, role and photo of the signed-in user; below md only the photo, so the page title is never cut. */
export function UserBadge({ user }: { user: User }) {
  const name = fullName(user);
  return (
    <Group gap="sm" wrap="nowrap" data-testid="current-user">
      <Box visibleFrom="md" ta="right" maw={220}>
        <Text fz="sm" fw={600} lh={1.25} truncate>
          {name}
        </Text>
        <Text fz="xs" c="dimmed" lh={1.25} truncate>
          {ROLE_LABELS[user.role]}
        </Text>
      </Box>
      {user.photo ? (
        <Avatar src={user.photo} alt={name} radius="xl" size={38} />
      ) : (
        // Mantine's default placeholder image: a person silhouette.
        <Avatar radius="xl" size={38} color="clinic" variant="light" role="img" aria-label={name} />
      )}
    </Group>
  );
}
