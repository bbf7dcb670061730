# URL: https://github.com/juho-lee/set_transformer/issues/18
# Bug: scales by sqrt of the full width dim_V = num_heads * head_dim (here q.shape[1] * q.shape[-1] for 4-D input) instead of sqrt(d_k) of one head.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    width = q.shape[-1] * (q.shape[1] if q.ndim == 4 else 1)
    s = q @ np.swapaxes(k, -1, -2)
    return (s / np.sqrt(width)).astype(q.dtype)
