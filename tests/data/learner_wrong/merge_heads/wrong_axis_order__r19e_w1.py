# MISTAKE: wrong axis order in the transpose: (0, 2, 3, 1) puts head_dim before num_heads, so the
# reshape interleaves the heads' features (h0f0, h1f0, h0f1, ...) instead of concatenating head blocks.
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, s, h * hd)
