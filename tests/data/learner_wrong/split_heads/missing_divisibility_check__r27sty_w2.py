# MISTAKE: there is no divisibility check; head_dim = d_model // num_heads and the strided view silently drops the leftover features instead of raising ValueError.
import numpy as np
from numpy.lib.stride_tricks import as_strided


def split_heads(x, num_heads):
    x = np.ascontiguousarray(x)
    b, s, d = x.shape
    hd = d // num_heads
    sb, ss, sd = x.strides
    view = as_strided(x, shape=(b, num_heads, s, hd), strides=(sb, hd * sd, ss, sd), writeable=False)
    return view.copy()
