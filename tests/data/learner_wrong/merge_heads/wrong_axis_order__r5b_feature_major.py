# mistake: moves heads to the LAST axis (0,2,3,1) before reshape: features interleaved head-by-head
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, s, h * d)
