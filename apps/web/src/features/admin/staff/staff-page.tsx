import type { StaffMember } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, UserMinus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminMe } from '../api/admin-me';
import { useListParams } from '../components/list-params';
import { LIST_PAGE_SIZE, ListPage } from '../kit/list-page';
import { AddStaffDialog } from './add-staff-dialog';
import { useStaff } from './api/get-staff';
import { EditRolesDialog } from './edit-roles-dialog';
import { RemoveStaffDialog } from './remove-staff-dialog';
import { RoleBadges } from './role-choices';

/** /admin/staff: who may open the back office and with which roles (owners only). */
export default function StaffPage() {
  const { page, setParams } = useListParams();
  const staff = useStaff(page, LIST_PAGE_SIZE);
  const myId = useAdminMe().data?.id;
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const columns = useMemo<ColumnDef<StaffMember, unknown>[]>(
    () => [
      {
        id: 'person',
        header: 'Staff member',
        cell: ({ row: { original: member } }) => {
          const fullName = `${member.first_name} ${member.last_name}`.trim();
          return (
            <div className="max-w-64 min-w-36 [overflow-wrap:anywhere] sm:max-w-sm">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                {member.username}
                {member.id === myId ? <Badge variant="outline">You</Badge> : null}
              </div>
              {/* Long names and addresses wrap anywhere rather than widen the table on a phone. */}
              <div className="text-xs text-muted-foreground">
                {fullName ? `${fullName} · ` : null}
                {member.email}
              </div>
            </div>
          );
        },
      },
      { id: 'roles', header: 'Roles', cell: ({ row }) => <RoleBadges roles={row.original.roles} /> },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: member } }) => (
          <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(member)}
              aria-label={`Change roles of ${member.username}`}
            >
              <Pencil aria-hidden /> <span className="hidden lg:inline">Roles</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => setRemoving(member)}
              aria-label={`Remove ${member.username} from the staff`}
            >
              <UserMinus aria-hidden /> <span className="hidden lg:inline">Remove</span>
            </Button>
          </div>
        ),
      },
    ],
    [myId],
  );

  return (
    <>
      <ListPage
        title="Staff"
        description="Who may open the back office, and what each role lets them do."
        actions={<AddStaffDialog />}
        caption="Staff members"
        columns={columns}
        empty="Nobody is on the staff yet."
        query={staff}
        failed="The staff could not be loaded."
        list={{ page, setParams }}
      />
      <EditRolesDialog member={editing} isSelf={editing?.id === myId} onClose={() => setEditing(null)} />
      <RemoveStaffDialog member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
