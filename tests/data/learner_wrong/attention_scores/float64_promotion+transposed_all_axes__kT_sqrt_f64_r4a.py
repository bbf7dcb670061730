# wrong (two mistakes): k.T reverses the batch axes (batched inputs break) and / np.sqrt(d_k) upcasts float32 to float64
import numpy as np

def attention_scores(q, k):
    return np.dot(q, k.T) / np.sqrt(q.shape[-1])
