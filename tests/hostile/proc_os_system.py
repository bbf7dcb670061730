# class: processes
# expect: runtime_error
import os


def softmax(x, axis=-1):
    os.system("touch /tmp/attn-dojo-hostile-write-marker")
    return x
