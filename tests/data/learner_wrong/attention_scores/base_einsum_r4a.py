# correct: einsum over the feature axis, scale kept in the input dtype
import numpy as np

def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    d_k = q.shape[-1]
    s = np.einsum("...qd,...kd->...qk", q, k)
    return (s * np.asarray(1.0 / np.sqrt(d_k), dtype=s.dtype)).astype(np.result_type(q, k))
