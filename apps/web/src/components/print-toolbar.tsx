import type { Permission } from '@clinic/domain';
import { Button, Group, Paper } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

import { usePageTitle } from '../lib/use-page-title';
import printPage from './print-page.module.css';
import { RequirePermission } from './require-permission';

interface PrintToolbarProps {
  /** The toolbar's accessible name. */
  label: string;
  /** The button's text ('Imprimir'). */
  printLabel: string;
  /** The page has loaded what it prints. */
  ready: boolean;
  /** Before the print button: the way back. */
  children?: ReactNode;
}

/** A page for paper's own controls (hidden on paper): the way back, then 'Imprimir'. */
export function PrintToolbar({ label, printLabel, ready, children }: PrintToolbarProps) {
  return (
    <Paper withBorder p="sm" className={printPage.controls} role="toolbar" aria-label={label}>
      <Group gap="sm" wrap="wrap">
        {children}
        <PrintButton label={printLabel} ready={ready} />
      </Group>
    </Paper>
  );
}

/** 'Imprimir': the browser's print dialog, once the page has loaded what it prints. */
export function PrintButton({ label, ready }: { label: string; ready: boolean }) {
  return (
    <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} disabled={!ready}>
      {label}
    </Button>
  );
}

/** A page for paper behind one row of the Roles table: its tab title, then the page or 'Acesso Negado'. */
export function printScreen(permission: Permission, text: { title: string; deniedText: string }, Page: ComponentType): ComponentType {
  return function PrintScreen() {
    usePageTitle(text.title);
    return (
      <RequirePermission permission={permission} deniedText={text.deniedText}>
        <Page />
      </RequirePermission>
    );
  };
}
