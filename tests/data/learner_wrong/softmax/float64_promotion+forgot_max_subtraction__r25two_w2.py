# MISTAKE: No max subtraction before exp: logits around 1000 overflow to inf and give NaN.
# MISTAKE: Converts x with astype(float), so float32 input returns float64.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x).astype(float)
    e = np.exp(x)
    total = e.sum(axis=axis, keepdims=True)
    return np.divide(e, total, out=np.zeros_like(e), where=total > 0)
