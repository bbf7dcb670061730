# MISTAKE: the einsum puts head_dim before num_heads ('bhtd->btdh'), so the merged features interleave the heads instead of concatenating them in head order.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, t, hd = x.shape
    return np.ascontiguousarray(np.einsum("bhtd->btdh", x)).reshape(b, t, h * hd)
