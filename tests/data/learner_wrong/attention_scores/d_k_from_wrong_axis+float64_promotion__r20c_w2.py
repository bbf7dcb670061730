# MISTAKE: (1) the scale uses sqrt(k_len) (k.shape[-2]) instead of sqrt(d_k); (2) the result is always cast to float64, so float32 in gives float64 out.
import numpy as np

def attention_scores(q, k):
    s = np.einsum('...qd,...kd->...qk', q, k)
    return (s / np.sqrt(k.shape[-2])).astype(np.float64)
