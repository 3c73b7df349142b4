import {Animated, Platform, type StyleProp, StyleSheet, type TextStyle} from 'react-native';
const styles = StyleSheet.create({
    container: {
        position: 'absolute',
        top: -1,
        left: 15,
        alignSelf: 'flex-end',
        textAlign: 'center',
        paddingHorizontal: 4,
        overflow: 'hidden',
        borderWidth: 2,
        fontFamily: 'OpenSans-Bold',
    },
});
