# WRONG: divides by np.sqrt(int) (a float64 scalar), so float32 inputs return float64; values right
import numpy as np

def attention_scores(q, k):
    return np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1])
