# SOURCE: https://github.com/Apiquet/DeepLearningFrameworkFromScratchCpp/issues/1
# MISTAKE: It uses only the diagonal of the softmax Jacobian, grad_x = grad_y * y * (1 - y), dropping the off-diagonal -y_i y_j terms; the correct result is y * (grad_y - sum(grad_y * y, axis=-1)).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"shape mismatch: {y.shape} vs {grad_y.shape}")
    grad_x = grad_y * (y * (1.0 - y))
    return grad_x.astype(np.result_type(y, grad_y), copy=False)
