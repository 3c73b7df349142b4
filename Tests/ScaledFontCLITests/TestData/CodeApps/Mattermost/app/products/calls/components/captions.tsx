import {StyleSheet, Text, View} from 'react-native';
const styles = StyleSheet.create({
    text: {
        color: '#FFF',
        fontFamily: 'Open Sans',
        fontSize: 16,
        fontStyle: 'normal',
    },
});
