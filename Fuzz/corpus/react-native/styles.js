import { Platform, StyleSheet, Text } from 'react-native';

// fontFamily: 'Commented'
const styles = StyleSheet.create({
  title: { fontFamily: 'Avenir-Heavy', fontSize: 17 },
  body: { "fontFamily": "Avenir Next" },
  mono: { fontFamily: `Menlo`, pattern: /'[/]"/g, ratio: a / b / c },
  platform: { fontFamily: Platform.select({ ios: 'Avenir', android: 'Roboto', default: 'x' }) },
  ternary: { fontFamily: Platform.OS === 'ios' ? 'Avenir' : 'Roboto' },
  computed: { fontFamily: `${family}-Bold\u002D${weight}` },
  ...Platform.select({ ios: { fontFamily: 'A' }, android: { fontFamily: 'B' } }),
});

export const App = () => (
  <>
    <Text style={[styles.title, { fontFamily: 'Inline' }]}>Don't {'{'} stop</Text>
    <Image source={img} />
  </>
);
