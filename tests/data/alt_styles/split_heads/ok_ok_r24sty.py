import numpy as np
from numpy.lib.stride_tricks import as_strided


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, t, d = x.shape
    if num_heads < 1 or d % num_heads:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    hd = d // num_heads
    sb, st, sf = x.strides
    # out[b, h, t, j] lives at x[b, t, h * hd + j]: the head axis steps hd features at a time
    view = as_strided(x, shape=(b, num_heads, t, hd), strides=(sb, hd * sf, st, sf), writeable=False)
    return view.copy()
