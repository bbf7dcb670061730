# CORRECT: builds the (batch, heads, seq, head_dim) view directly with np.lib.stride_tricks.as_strided, then copies it.
import numpy as np
from numpy.lib.stride_tricks import as_strided


def split_heads(x, num_heads):
    x = np.asarray(x)
    if x.ndim != 3:
        raise ValueError("x must be (batch, seq_len, d_model)")
    b, t, d = x.shape
    if num_heads < 1 or d % num_heads != 0:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    hd = d // num_heads
    sb, st, sf = x.strides
    view = as_strided(x, shape=(b, num_heads, t, hd), strides=(sb, sf * hd, st, sf), writeable=False)
    return view.copy()
