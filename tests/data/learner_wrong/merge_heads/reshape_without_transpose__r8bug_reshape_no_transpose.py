# https://github.com/ajhalthor/Transformer-Neural-Network/pull/4 — reshape (batch, heads, seq, hd) straight to (batch, seq, heads*hd) without first permuting heads behind seq (mixes tokens).
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return x.reshape(b, s, h * hd).copy()
