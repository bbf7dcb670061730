# edge: the scale is a float32 constant: float32 inputs stay float32, float64 inputs stay float64 but get a float32-rounded scale
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    return (q @ np.swapaxes(k, -1, -2)) * np.float32(1.0 / np.sqrt(q.shape[-1]))
