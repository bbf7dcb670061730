import numpy as np

# divides by sqrt(k_len) instead of sqrt(d_k)
def attention_scores(q, k):
    return q @ np.swapaxes(k, -1, -2) / np.sqrt(k.shape[-2])
