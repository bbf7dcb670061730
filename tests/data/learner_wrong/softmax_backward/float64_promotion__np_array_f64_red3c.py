import numpy as np

# wrong: right formula but computed and returned in float64 (float32 inputs come back float64)
def softmax_backward(y, grad_y):
    y64 = np.array(y, dtype=np.float64); g64 = np.array(grad_y, dtype=np.float64)
    if y64.shape != g64.shape:
        raise ValueError("shapes")
    return y64 * (g64 - (g64 * y64).sum(axis=-1, keepdims=True))
