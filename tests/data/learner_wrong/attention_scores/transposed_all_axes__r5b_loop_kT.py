# mistake: per-pair loop uses k.T on the flattened leading axes -- leading axes of k reversed (k.T semantics), only shows with >= 2 leading axes of different sizes
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    kt = k.T  # (d_k, k_len, ..reversed)
    kt = np.moveaxis(kt, [0, 1], [-2, -1])  # (...reversed, d_k, k_len)
    return (q @ kt) / q.dtype.type(np.sqrt(d_k))
