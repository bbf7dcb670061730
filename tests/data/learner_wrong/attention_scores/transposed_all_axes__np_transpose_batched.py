import numpy as np

# k.T with only 2-D in mind; for batched uses transpose of all axes
def attention_scores(q, k):
    d = q.shape[-1]
    return (q @ k.T) / np.sqrt(d) if k.ndim == 2 else (q @ np.transpose(k)) / np.sqrt(d)
