# WRONG: scales by 1/sqrt(k_len) (k.shape[-2], the sequence length) instead of 1/sqrt(d_k)
import numpy as np
import math

def attention_scores(q, k):
    kt = np.moveaxis(k, -1, -2)          # k.transpose(-2, -1)
    scale = 1.0 / math.sqrt(k.shape[-2])
    return (q @ kt) * scale
