import numpy as np

# divides by d_k (not sqrt) and upcasts
def attention_scores(q, k):
    q = q.astype(np.float64); k = k.astype(np.float64)
    return q @ np.swapaxes(k, -1, -2) / q.shape[-1]
