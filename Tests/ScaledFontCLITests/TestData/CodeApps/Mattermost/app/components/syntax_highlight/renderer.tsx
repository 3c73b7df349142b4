import {Platform, ScrollView, Text} from 'react-native';
    rows: any[];
    stylesheet: any;
    defaultColor: string;
    fontFamily: string;
    fontSize?: number;
    digits: number;
    selectable?: boolean;
    selectionColor?: string;
};

function createNativeElement({node, stylesheet, key, defaultColor, fontFamily, fontSize = 12, digits}: any): any {
    const {properties, type, tagName, value} = node;
    const startingStyle = {fontFamily, fontSize};
