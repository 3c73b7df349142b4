interface Props { fontFamily: string; size: number }
const x = <Props>{ fontFamily: 'Cast' };
const t = { fontFamily: 'Avenir' } as const;
