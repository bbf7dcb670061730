# https://github.com/NVIDIA/apex/issues/1390
# Bug: masked scores filled with -10000.0 instead of -inf: a fully masked row gets uniform weights (mean of v) instead of zeros, and masked keys leak when scores are in the thousands; otherwise correct.
import math
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -10000.0)
    e = np.exp(s - np.max(s, axis=-1, keepdims=True))
    w = e / np.sum(e, axis=-1, keepdims=True)
    return w @ v, w
