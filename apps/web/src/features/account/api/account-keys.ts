export const accountKeys = {
  all: ["account"] as const,
  applications: (serviceMemberId: number) => [...accountKeys.all, "applications", serviceMemberId] as const,
  invitations: (serviceMemberId: number) => [...accountKeys.all, "invitations", serviceMemberId] as const,
  activations: (name: string) => [...accountKeys.all, "activations", name] as const,
};
