# SOURCE: https://github.com/pocketpy/cTensor/pull/31
# BUG: GradFn_softmax keeps only the i == j Jacobian entry s_i * (1 - s_i) (the -s_i * s_j terms are
#      computed but dropped), and Tensor_backward then multiplies it elementwise by the upstream gradient
#      -- not the full Jacobian-vector product, so the gradients do not match PyTorch.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y); grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    local = y * (1.0 - y)                    # diagonal of the Jacobian only (the reported bug)
    return (grad_y * local).astype(np.result_type(y, grad_y), copy=False)
