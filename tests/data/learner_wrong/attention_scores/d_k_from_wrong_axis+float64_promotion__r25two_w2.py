# MISTAKE: The scale uses k.shape[-2] (k_len) instead of q.shape[-1] (d_k): divides by sqrt(k_len).
# MISTAKE: Casts the inputs to float64 "for precision" and returns float64 for float32 inputs.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    scale = 1.0 / np.sqrt(k.shape[-2])
    return np.matmul(q, np.swapaxes(k, -1, -2)) * scale
