# MISTAKE: dividing by np.sqrt(d_k), a numpy float64 scalar, silently upcasts float32 inputs to float64 (NumPy 2 promotion), so the dtype is not kept.
import numpy as np

def attention_scores(q, k):
    if q.shape[-1] - k.shape[-1]: raise ValueError("d_k mismatch")
    return q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
