# WRONG: torch's k.transpose(-2, -1) copied to numpy, where transpose(-2, -1) is a full axis permutation: for 2-D k it is the identity (no transpose: q @ k, a shape error unless k_len == d_k), for 3-D/4-D k it raises; and dividing by np.sqrt(d_k) (a float64 scalar) upcasts float32 to float64.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    return q @ k.transpose(-2, -1) / np.sqrt(d_k)
